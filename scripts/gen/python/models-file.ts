// Writes models.py: the definitions of models.ts in their order, each a TypedDict or a type
// alias, under the imports they turned out to need.

import type { Definition, Field, Models } from './models.ts';
import { isIdentifier } from './names.ts';
import { caseInsensitive, comment, docstring, MAX_LINE, PYTHON_HEADER, pyLiteralValue, pyString } from './source.ts';
import { type PyType, referencedNames, renderType } from './types.ts';

/** Source lines for the definitions, and what they import from `typing`. */
class ModelsWriter {
  readonly typing = new Set<string>();
  readonly body: string[] = [];
  private readonly defined = new Set<string>();

  /** A type's source; a reference to a name not defined yet (a cycle) quotes the whole type. */
  private typeSource(type: PyType): string {
    const source = renderType(type, this.typing);
    const forward = [...referencedNames(type)].some((name) => !this.defined.has(name));
    return forward ? pyString(source) : source;
  }

  write(definition: Definition): void {
    this.body.push('', '');
    if (definition.kind === 'alias') this.writeAlias(definition);
    else this.writeTypedDict(definition);
    this.defined.add(definition.name);
  }

  private writeAlias(definition: Extract<Definition, { kind: 'alias' }>): void {
    this.typing.add('TypeAlias');
    this.body.push(...comment(definition.description, ''));
    const line = `${definition.name}: TypeAlias = ${this.typeSource(definition.type)}`;
    if (line.length > MAX_LINE && definition.type.kind === 'literal') {
      // A long Literal: one value per line.
      this.body.push(`${definition.name}: TypeAlias = Literal[`, ...definition.type.values.map((v) => `    ${pyLiteralValue(v)},`), ']');
    } else this.body.push(line);
  }

  private fieldType(field: Field): string {
    const source = this.typeSource(field.type);
    if (field.required) return source;
    this.typing.add('NotRequired');
    return `NotRequired[${source}]`;
  }

  private writeTypedDict(definition: Extract<Definition, { kind: 'typeddict' }>): void {
    this.typing.add('TypedDict');
    if (definition.fields.every((field) => isIdentifier(field.key))) {
      if (definition.closed) {
        this.typing.add('final');
        this.body.push('@final');
      }
      this.body.push(`class ${definition.name}(TypedDict):`);
      const doc = docstring([definition.description], '    ');
      this.body.push(...doc);
      if (doc.length > 0) this.body.push('');
      for (const field of definition.fields) {
        this.body.push(...comment(field.description, '    '));
        this.body.push(`    ${field.key}: ${this.fieldType(field)}`);
      }
      return;
    }
    // Keys that are not identifiers need the functional syntax (which cannot be @final).
    this.body.push(...comment(definition.description, ''));
    this.body.push(`${definition.name} = TypedDict(`, `    ${pyString(definition.name)},`, '    {');
    for (const field of definition.fields) {
      this.body.push(...comment(field.description, '        '));
      this.body.push(`        ${pyString(field.key)}: ${this.fieldType(field)},`);
    }
    this.body.push('    },', ')');
  }
}

export function renderModels(models: Models, title: string): string {
  const writer = new ModelsWriter();
  for (const definition of models.definitions) writer.write(definition);
  const head = [PYTHON_HEADER.trimEnd(), `"""Types of ${title}: a TypedDict or type alias per schema in openapi.yaml."""`, ''];
  if (writer.typing.size > 0) head.push(`from typing import ${[...writer.typing].sort(caseInsensitive).join(', ')}`);
  head.push('', '__all__ = [', ...models.definitions.map((definition) => `    ${pyString(definition.name)},`), ']');
  return `${[...head, ...writer.body].join('\n')}\n`;
}
