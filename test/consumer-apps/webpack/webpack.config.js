// The webpack configuration docs/install.md gives: nothing for the element or its worker, which
// webpack 5 finds by itself (the worker through `new URL('./worker.js', import.meta.url)`).
export default {
  mode: 'production',
  entry: './src/index.js',
  output: { clean: true },
};
