// Stylesheets are bundled by webpack (style-loader); tests map them to an empty module.
declare module '*.css';
