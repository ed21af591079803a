const { createJestConfig } = require('../../scripts/jest/create-jest-config.cjs');

module.exports = createJestConfig(__dirname);
