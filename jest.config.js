// One jest run for every package. TypeScript is compiled by SWC as ES modules
// (run with --experimental-vm-modules, see package.json "test").
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const workspaceSources = {
  '^@app/contracts$': '<rootDir>/contracts/src/index.ts',
  '^@app/contracts/markdown$': '<rootDir>/contracts/src/markdown.ts',
  '^@app/contracts/default-templates$': '<rootDir>/contracts/src/default-templates/index.ts',
  '^@app/platform$': '<rootDir>/services/platform/src/index.ts',
  '^@app/platform/testing$': '<rootDir>/services/platform/src/testing/index.ts',
  '^@app/identity$': '<rootDir>/services/identity/src/index.ts',
  '^@app/notification$': '<rootDir>/services/notification/src/index.ts',
  '^@app/billing$': '<rootDir>/services/billing/src/index.ts',
  '^@app/clients$': '<rootDir>/services/clients/src/index.ts',
  '^@app/survey$': '<rootDir>/services/survey/src/index.ts',
  '^@app/reporting$': '<rootDir>/services/reporting/src/index.ts',
  '^@app/reporting/report-building$': '<rootDir>/services/reporting/src/report-building.ts',
  '^@app/gateway$': '<rootDir>/gateway/src/index.ts',
  '^@app/stand-ins$': '<rootDir>/deploy/stand-ins/src/index.ts',
  // Its ES build imports JSON without an import attribute, which jest warns of at every import; the CommonJS build does not.
  '^libphonenumber-js/min$': '<rootDir>/node_modules/libphonenumber-js/min/index.cjs',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: workspaceSources,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  testTimeout: 30000,
  // Test files run in worker processes, each recycled once it holds more than this after a file: in one
  // process (jest's choice on 2 cores) what the service tests leave behind outgrew the heap.
  workerIdleMemoryLimit: '1GB',
  maxWorkers: 2,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{contracts,services,gateway}/**/src/**/*.test.ts', '<rootDir>/deploy/system/**/*.test.ts', '<rootDir>/deploy/stand-ins/src/**/*.test.ts'],
    },
    {
      // The browser tests: a whole system and Chromium. `npm test` runs them after the rest, alone: beside
      // a screen test in jsdom (a core of its own for minutes) their steps waited over 45 s for the page.
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/web/e2e/**/*.test.ts'],
    },
    {
      // The web app's component tests: jsdom (with Node's fetch classes, see web/test/jsdom-environment.cjs).
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/web/test/jsdom-environment.cjs',
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
  ],
};
