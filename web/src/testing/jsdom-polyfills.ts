import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

/** jsdom lacks TextEncoder/TextDecoder, which browsers have (Google sign-in's code challenge encodes with one): import this module first. */
Object.assign(globalThis, { TextEncoder, TextDecoder });

/** jsdom does not scroll; the page heading scrolls to the top after navigation. */
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

/**
 * `findBy…` and `waitFor` give a page up to 5 s (testing-library's default is 1 s): lazily loaded parts (the
 * dashboard's chart module, dialogs) took longer than 1 s while the stack tests loaded the machine, and a
 * wait's length asserts nothing about speed.
 */
configure({ asyncUtilTimeout: 5000 });
