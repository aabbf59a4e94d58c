// No async boundary: the shell consumes no shared module, it provides them from this script
// (config/webpack/shared.js, providedOnly), so its whole startup is one file.
import './bootstrap';
