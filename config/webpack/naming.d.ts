export const CONTAINER_PREFIX: string;
export function containerName(name: string): string;
