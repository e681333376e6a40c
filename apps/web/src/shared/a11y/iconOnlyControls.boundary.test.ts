import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconOnlyControls } from './iconOnlyControls';

const SRC = path.resolve(import.meta.dirname, '..', '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('every icon-only button and link has a name for screen readers (issue 43)', () => {
  it('finds icon-only controls, and tells named ones from unnamed ones', () => {
    const source = `
      export const A = () => <Button icon={<CopyOutlined />} onClick={copy} />;
      export const B = () => <Button icon={<CopyOutlined />} aria-label={t('copy')} />;
      export const C = () => <button type="button"><CloseOutlined aria-hidden /></button>;
      export const D = () => <button type="button" title="Close"><CloseOutlined /></button>;
      export const E = () => <Button icon={<PlusOutlined />}>{t('add')}</Button>;
      export const F = () => <button type="button"><MenuOutlined />Menu</button>;
      export const G = () => <Button {...props} icon={<PlusOutlined />} />;
      export const H = () => <Link to="/"><HomeFilled /></Link>;
    `;
    const found = iconOnlyControls('sample.tsx', source).map(({ at, tag, named }) => ({ at, tag, named }));
    expect(found).toEqual([
      { at: 'sample.tsx:2', tag: 'Button', named: false },
      { at: 'sample.tsx:3', tag: 'Button', named: true },
      { at: 'sample.tsx:4', tag: 'button', named: false },
      { at: 'sample.tsx:5', tag: 'button', named: true },
      { at: 'sample.tsx:9', tag: 'Link', named: false },
    ]);
  });

  it('gives every icon-only control in apps/web/src an aria-label, aria-labelledby or title', () => {
    const controls = tsxFiles(SRC).flatMap((file) =>
      iconOnlyControls(path.relative(SRC, file), readFileSync(file, 'utf8')),
    );
    // The scan must keep seeing the app's icon-only controls (the menu toggle, copy buttons, ...).
    expect(controls.length).toBeGreaterThan(5);
    expect(controls.filter((control) => !control.named).map((control) => control.at)).toEqual([]);
    // Parses every .tsx file of the app: seconds of CPU, more on a busy machine.
  }, 60_000);
});
