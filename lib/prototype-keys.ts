/**
 * Names every JavaScript object answers to through its prototype. Tests feed them to each lookup
 * keyed by request input (unit tests) and to the running site (e2e/fuzz.spec.ts).
 */
export const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'prototype',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
] as const
