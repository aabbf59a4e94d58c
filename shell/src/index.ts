// Async boundary: shared modules (React, Redux, Emotion, shared-domain) are negotiated before any of them runs.
import('./bootstrap');
