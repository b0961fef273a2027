/**
 * The part of the Reflect metadata API that @peculiar/x509 needs: it registers its algorithms
 * with tsyringe, which refuses to load unless `Reflect.getMetadata` exists (x509's README asks
 * for a polyfill such as the reflect-metadata package, which this repository does not install).
 * tsyringe only stores and reads injection tokens and constructor parameter types on classes,
 * and x509's classes declare neither, so a plain store per object is all it takes. Import this
 * module before @peculiar/x509; an installed polyfill, if any, is left alone.
 */
type MetadataReflect = typeof Reflect & {
  defineMetadata?(key: unknown, value: unknown, target: object): void;
  getOwnMetadata?(key: unknown, target: object): unknown;
  getMetadata?(key: unknown, target: object): unknown;
};

const metadataOf = new WeakMap<object, Map<unknown, unknown>>();
const reflect = Reflect as MetadataReflect;

if (!reflect.getMetadata) {
  reflect.defineMetadata = (key, value, target) => {
    const own = metadataOf.get(target) ?? new Map<unknown, unknown>();
    own.set(key, value);
    metadataOf.set(target, own);
  };
  reflect.getOwnMetadata = (key, target) => metadataOf.get(target)?.get(key);
  // Inherited too: a subclass sees what was defined on the classes it extends.
  reflect.getMetadata = (key, target) => {
    for (let object: object | null = target; object; object = Object.getPrototypeOf(object)) {
      const own = metadataOf.get(object);
      if (own?.has(key)) return own.get(key);
    }
    return undefined;
  };
}

export {};
