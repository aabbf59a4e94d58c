// Async boundary: shared modules are negotiated before any of them runs (standalone mode).
import('./bootstrap');
