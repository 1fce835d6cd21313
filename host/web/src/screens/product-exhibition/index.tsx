import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the product-exhibition screen. */
export default function ProductExhibitionScreen() {
  return <PlaceholderScreen titleKey="shell.screen.productExhibition" testId="product-exhibition" />;
}
