// A blog under a sub-path (/blog/, as a GitHub Pages project site is): Eleventy's `url` filter puts
// the prefix on the table's link and on the script, and the element loads the link's URL.
export default function (eleventyConfig) {
  // the script-tag folder of the package, as docs/install.md says: only dist/browser/
  eleventyConfig.addPassthroughCopy({ 'node_modules/klaberjass-table/dist/browser': 'vendor/klaberjass-table' });
  eleventyConfig.addPassthroughCopy('hands');
}

export const config = {
  pathPrefix: '/blog/',
  // served from public/ so that the site is at /blog/ (check.mjs)
  dir: { input: '.', output: 'public/blog' },
  templateFormats: ['md'],
};
