import { createWebConfig } from '../config/webpack';

// The host: no exposes, no remotes compiled in (they come from /remotes.json at run time).
export default createWebConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true });
