import '@testing-library/jest-dom';
import './dialog-polyfill';
import { configure } from '@testing-library/react';

// A `findBy…` waits up to 1 s by default; the first render of a suite (its modules compiled by
// SWC on demand) can take longer on a loaded 2-core machine, with nothing wrong on the page.
configure({ asyncUtilTimeout: 4000 });
