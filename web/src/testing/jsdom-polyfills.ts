import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time: import this module first. */
Object.assign(globalThis, { TextEncoder, TextDecoder });

/** jsdom does not scroll; the page heading scrolls to the top after navigation. */
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
