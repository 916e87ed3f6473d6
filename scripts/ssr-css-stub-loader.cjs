// The server render bundle (webpack --config-name ssr) never injects CSS: stylesheets imported by
// the SPA become an object with style-loader's lazy-tag methods, which do nothing there.
module.exports = function ssrCssStub() {
  return 'module.exports = { use: function () {}, unuse: function () {} };';
};
