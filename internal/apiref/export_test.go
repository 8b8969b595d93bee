package apiref

// Kebab is kebab, for the tests.
var Kebab = kebab
