require('@testing-library/jest-dom');
// jsdom lacks these; react-router uses them.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
