// The SDK entry ("formwright"): the form model and its pure logic, the same code the elements and the
// server run. The custom elements are defined by "formwright/elements".
export * from './logic';
export * from './model';
