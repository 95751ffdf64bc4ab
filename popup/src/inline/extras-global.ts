import { extras } from './extras';
import { LAZY_EVENT } from './lazy';

/** Entry of the lazily loaded script (`LAZY_FILE`): hands the extras to `inline.js` on its own `<script>` element. */
document.currentScript?.dispatchEvent(new CustomEvent(LAZY_EVENT, { detail: extras }));
