package apiref

// Kebab is kebab, for the tests.
var Kebab = kebab

// Constraints is constraints, for the tests.
var Constraints = constraints
