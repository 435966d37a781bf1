import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ShowcaseSlide } from "~/content/home";
import type { ProductPictureKind } from "~/content/solutions/solution";
import type { DemoFigures } from "../../../contracts/demo-figures";
import { productPicture } from "./demo-series";
import { ProductPicture } from "./product-picture";
import { ShowcasePicture } from "./showcase-picture";

/**
 * Charts drawn once, at build time, by a page's loader: the page gets their SVG markup, so the charts add HTML to
 * the prerendered page and no JavaScript to the browser (the page places the markup in an element of its own).
 */
const markup = (chart: ReactElement) =>
  // Coordinates to a tenth of a pixel: finer adds bytes, not sharpness.
  renderToStaticMarkup(chart).replace(/="([^"]*)"/g, (_, value: string) => `="${value.replace(/(\d\.\d)\d+/g, "$1")}"`);

/** A picture of the product from the demo tenant's figures. */
export const productPictureHtml = (id: string, kind: ProductPictureKind, figures: DemoFigures) =>
  markup(<ProductPicture id={id} picture={productPicture(kind, figures)} />);

/** A showcase picture of the demo tenant's figures (home carousel, sample report: `showcase-slides.ts`). */
export const showcasePictureHtml = (id: string, slide: ShowcaseSlide, plain?: boolean) =>
  markup(<ShowcasePicture id={id} slide={slide} plain={plain} />);
