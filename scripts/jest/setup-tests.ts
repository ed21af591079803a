import '@testing-library/jest-dom';
import './dialog-polyfill';
