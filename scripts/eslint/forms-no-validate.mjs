// Every form of the app is `noValidate` (docs/behaviour.md §13.1): its own checks and the server's
// rules answer in the spec's Chinese, and a form the browser validates would stop a send at the
// captcha widget's checkbox, which is a required field while it solves — the reader's tap is lost
// instead of waiting for that one verification. Applies to <form> and to components rendered as one.
const isForm = (node) =>
  (node.name.type === 'JSXIdentifier' && node.name.name === 'form') ||
  node.attributes.some(
    (attribute) =>
      attribute.type === 'JSXAttribute' &&
      attribute.name.name === 'component' &&
      attribute.value?.type === 'Literal' &&
      attribute.value.value === 'form',
  );

const hasNoValidate = (node) =>
  node.attributes.some((attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'noValidate');

const rule = {
  meta: {
    type: 'problem',
    messages: {
      validate:
        'A form is noValidate: the browser would stop the send at a required field such as the captcha ' +
        'checkbox (docs/behaviour.md §13.1); check the fields in the form and on the server instead.',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (isForm(node) && !hasNoValidate(node)) context.report({ node, messageId: 'validate' });
      },
    };
  },
};

export const formsNoValidate = {
  files: ['src/**/*.tsx'],
  plugins: { forms: { rules: { 'no-validate': rule } } },
  rules: { 'forms/no-validate': 'error' },
};
