// Stored codes are named once (protocol/codes.ts: ARTICLE_STATUS, NOTIFY_TYPE …; comment and like
// targets: TARGET in protocol/interactionRules.ts) and code spells the names, never the numbers: a
// bare 1–9 compared with, assigned to, switched on or typed as a `status`, `type` or `target_type`
// is an error. HTTP statuses (three digits) and 0 are not codes. Tests may spell the wire values:
// they pin them, so a renumbered constant cannot pass unnoticed. Migrations are frozen history, and
// the music module's `status`/`type` are the NetEase API's own fields.
const FIELD = '/^(status|type|target_type)$/';
const QUALIFIED = '/(^|\\.)(status|type|target_type)$/';
const CODE = '/^[1-9]$/';

const message =
  'Named codes (protocol/codes.ts, TARGET in protocol/interactionRules.ts): use the name, not the bare number.';

const selectors = [
  // row.status === 1, 4 !== row.type
  `BinaryExpression[left.property.name=${FIELD}][right.raw=${CODE}]`,
  `BinaryExpression[right.property.name=${FIELD}][left.raw=${CODE}]`,
  // Kysely: .where('a.status', '=', 1), eb('type', '=', 4)
  `CallExpression[arguments.length=3][arguments.0.value=${QUALIFIED}][arguments.2.raw=${CODE}]`,
  // { status: 1 }, { type: flag ? 1 : 2 }, { status: given ?? 1 }
  `Property[key.name=${FIELD}][value.raw=${CODE}]`,
  `Property[key.name=${FIELD}] > :matches(ConditionalExpression, LogicalExpression) > Literal[raw=${CODE}]`,
  // row.status = 3
  `AssignmentExpression[left.property.name=${FIELD}][right.raw=${CODE}]`,
  // switch (item.type) { case 4: … }, switch (type) { case 1: … }
  `SwitchStatement[discriminant.property.name=${FIELD}] > SwitchCase[test.raw=${CODE}]`,
  `SwitchStatement[discriminant.name=${FIELD}] > SwitchCase[test.raw=${CODE}]`,
  // status: 1 | 2 | 3 in an interface or a parameter
  `TSPropertySignature[key.name=${FIELD}] TSLiteralType > Literal[raw=${CODE}]`,
  `Identifier[name=${FIELD}] > TSTypeAnnotation TSLiteralType > Literal[raw=${CODE}]`,
].map((selector) => ({ selector, message }));

export const namedCodes = {
  files: ['server/src/**/*.ts', 'protocol/**/*.ts', 'src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'server/src/db/migrations/**', 'server/src/modules/music/**'],
  rules: { 'no-restricted-syntax': ['error', ...selectors] },
};
