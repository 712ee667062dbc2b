// Test helper (node --import): registers module hooks under which @resvg/resvg-js cannot be
// found, as in an app that installed klaberjass-table without the optional rasteriser.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === '@resvg/resvg-js') {
          const e = new Error("Cannot find package '@resvg/resvg-js'");
          e.code = 'ERR_MODULE_NOT_FOUND';
          throw e;
        }
        return next(specifier, context);
      }`,
    ),
);
