import ts from 'typescript';

/** A control drawn with an icon and no visible text, found in a source file. */
export interface IconOnlyControl {
  /** `file:line`. */
  at: string;
  /** The element's tag as written (`Button`, `button`, `Link`, ...). */
  tag: string;
  /** Whether it carries a name for screen readers (aria-label, aria-labelledby or title). */
  named: boolean;
}

/** Controls a screen reader announces by their name: antd's Button, native buttons and links. */
const CONTROL_TAGS = new Set(['Button', 'button', 'a', 'Link', 'NavLink']);
/** Attributes that give an element without text its accessible name. */
const NAMING_ATTRIBUTES = new Set(['aria-label', 'aria-labelledby', 'title']);
/** antd's icon components (@ant-design/icons) and inline SVG: pictures, not text. */
const ICON_TAG = /^(?:\w+(?:Outlined|Filled|TwoTone)|svg|Icon)$/;

function tagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

function attributeNames(node: ts.JsxOpeningLikeElement): { names: Set<string>; spread: boolean } {
  const names = new Set<string>();
  let spread = false;
  for (const property of node.attributes.properties) {
    if (ts.isJsxSpreadAttribute(property)) spread = true;
    else names.add(property.name.getText());
  }
  return { names, spread };
}

/** Whether a child shows text: any text, any expression (`{t('...')}`), any element but an icon. */
function showsText(child: ts.JsxChild): boolean {
  if (ts.isJsxText(child)) return child.text.trim() !== '';
  if (ts.isJsxExpression(child)) return child.expression !== undefined;
  if (ts.isJsxElement(child)) {
    if (ICON_TAG.test(tagName(child.openingElement))) return false;
    return true;
  }
  if (ts.isJsxSelfClosingElement(child)) return !ICON_TAG.test(tagName(child));
  return true;
}

/**
 * The icon-only controls of one TSX source: an antd `<Button icon={...}>` without children, and a
 * button or link whose only children are icons. A control whose props are spread in is left out:
 * its name comes from the caller, which the scan cannot see.
 */
export function iconOnlyControls(fileName: string, source: string): IconOnlyControl[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: IconOnlyControl[] = [];
  const visit = (node: ts.Node): void => {
    const opening = ts.isJsxElement(node)
      ? node.openingElement
      : ts.isJsxSelfClosingElement(node)
        ? node
        : null;
    if (opening && CONTROL_TAGS.has(tagName(opening))) {
      const { names, spread } = attributeNames(opening);
      const children = ts.isJsxElement(node) ? [...node.children] : [];
      const hasIcon =
        names.has('icon') ||
        children.some(
          (child) => (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) && !showsText(child),
        );
      const iconOnly = hasIcon && !children.some(showsText) && !names.has('children');
      if (iconOnly && !spread) {
        const line = file.getLineAndCharacterOfPosition(opening.getStart()).line + 1;
        found.push({
          at: `${fileName}:${line}`,
          tag: tagName(opening),
          named: [...NAMING_ATTRIBUTES].some((name) => names.has(name)),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
