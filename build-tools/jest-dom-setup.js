require('@testing-library/jest-dom');
// jsdom lacks these; react-router uses them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
