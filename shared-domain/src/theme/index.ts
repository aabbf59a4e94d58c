import './emotion';

export * from './tokens';
