package render

// CPUTime is cpuTime for the benchmarks of package render_test.
var CPUTime = cpuTime
