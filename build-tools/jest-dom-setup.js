require('@testing-library/jest-dom');
// jsdom lacks these; react-router uses them.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// waitFor and findBy* give up after 5 s, not 1 s: on a loaded 2-core CI machine a chain of a few awaited requests
// and renders can take longer than a second; a real failure still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
