export const CONTAINER_PREFIX: string;
export function containerName(name: string): string;
export const BUNDLER_RUNTIME_GLOBAL: string;
