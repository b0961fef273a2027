// @peculiar/x509 2 resolves its algorithms through tsyringe, which refuses to load unless a Reflect
// metadata polyfill is installed first (the x509 README says so). None is a dependency yet, so
// this module supplies the three functions tsyringe calls, and only when nothing else has: import
// it before '@peculiar/x509'. Once `reflect-metadata` is a devDependency, `import 'reflect-metadata'`
// replaces this file.
type MetadataKey = unknown;
const metadata = new WeakMap<object, Map<MetadataKey, unknown>>();

const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect.getMetadata !== 'function') {
  const getOwnMetadata = (key: MetadataKey, target: object): unknown => metadata.get(target)?.get(key);
  reflect.defineMetadata = (key: MetadataKey, value: unknown, target: object): void => {
    const own = metadata.get(target) ?? new Map<MetadataKey, unknown>();
    own.set(key, value);
    metadata.set(target, own);
  };
  reflect.getOwnMetadata = getOwnMetadata;
  // Inherited metadata, as reflect-metadata reads it: up the prototype chain.
  reflect.getMetadata = (key: MetadataKey, target: object): unknown => {
    for (let at: object | null = target; at; at = Object.getPrototypeOf(at)) {
      if (metadata.get(at)?.has(key)) return getOwnMetadata(key, at);
    }
    return undefined;
  };
}
