import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A message's subject and bodies, with `{{name}}` placeholders; the files sit in ./templates. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function read(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./templates/${name}`, import.meta.url)), 'utf8');
}

function fill(template: string, values: Record<string, string>, escape: (value: string) => string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`mail template needs {{${key}}}`);
    return escape(value);
  });
}

/**
 * Loads `<name>.txt` (its first line is `Subject: …`) and `<name>.html` once; each call fills
 * in the values, HTML-escaped in the HTML body.
 */
export function mailTemplate(name: string): (values: Record<string, string>) => RenderedMail {
  const [subjectLine, ...body] = read(`${name}.txt`).split('\n');
  const subject = subjectLine!.replace(/^Subject:\s*/, '');
  const text = body.join('\n').replace(/^\n/, '');
  const html = read(`${name}.html`);
  return (values) => ({
    subject: fill(subject, values, (v) => v),
    text: fill(text, values, (v) => v),
    html: fill(html, values, (v) => v.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)),
  });
}
