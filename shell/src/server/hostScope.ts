// The host scope of server rendering: the one copy of each shared module that the shell's server code and every
// remote's server bundle use, as the shell provides them in the browser (config/webpack/shared.js). A remote's server
// bundle requires these by name; the gateway answers from this table and refuses any other name.
import * as emotionReact from '@emotion/react';
import * as emotionJsxRuntime from '@emotion/react/jsx-runtime';
import * as sharedDomainRuntime from '@storefront/shared-domain/runtime';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactDomServer from 'react-dom/server';
import * as reactRedux from 'react-redux';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';

export interface HostScope {
  /** Equal on both sides or the remote renders in the browser (config/webpack/server.js STORE_CONTRACT). */
  storeContract: number;
  /** Installed version of each shared package, checked against what a remote was built with. */
  versions: Record<string, string>;
  /** Module name, as a remote's bundle requires it, to its exports. */
  modules: Record<string, unknown>;
}

export const hostScope: HostScope = {
  storeContract: Number(process.env.STOREFRONT_STORE_CONTRACT),
  versions: process.env.STOREFRONT_HOST_VERSIONS as unknown as Record<string, string>,
  modules: {
    react,
    'react/jsx-runtime': reactJsxRuntime,
    'react-dom': reactDom,
    'react-dom/client': reactDomClient,
    'react-dom/server': reactDomServer,
    'react-router': reactRouter,
    'react-router-dom': reactRouterDom,
    'react-redux': reactRedux,
    '@emotion/react': emotionReact,
    '@emotion/react/jsx-runtime': emotionJsxRuntime,
    '@storefront/shared-domain/runtime': sharedDomainRuntime,
  },
};
