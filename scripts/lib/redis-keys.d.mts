export function deleteRedisKeys(url: string, prefix: string): Promise<void>;
