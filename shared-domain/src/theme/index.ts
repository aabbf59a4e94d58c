import './emotion';

export * from './tokens';
export * from './themeChoice';
