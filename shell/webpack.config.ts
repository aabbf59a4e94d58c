import { createWebConfig } from '../config/webpack';
import { themePrePaintScript } from '../shared-domain/src/theme/themeChoice';
import { browserReportScript } from '../shared-domain/src/tracking/browserReports';

// The host: no exposes, no remotes compiled in (they come from /remotes.json at run time). The head carries the theme
// decision so the first paint already has the visitor's light or dark background, and the reporter of browser errors
// and Web Vitals, which runs before any bundle (so it also sees one that fails to load).
export default createWebConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  isHost: true,
  headScript: themePrePaintScript() + browserReportScript(),
});
