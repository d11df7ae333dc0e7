/** Surveys' route rows: ratings, NPS and its admin sub-pages (roles from contracts UI_ROUTES). */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const ratings = () => import('./screens/rating-screens.tsx');
const nps = () => import('./screens/nps-screens.tsx');

const RatingListScreen = lazyChunk(() => ratings().then((m) => ({ default: m.RatingListScreen })));
const RatingViewScreen = lazyChunk(() => ratings().then((m) => ({ default: m.RatingViewScreen })));
const NpsRecommendationsScreen = lazyChunk(() =>
  ratings().then((m) => ({ default: m.NpsRecommendationsScreen })),
);
const NpsOverviewScreen = lazyChunk(() => nps().then((m) => ({ default: m.NpsOverviewScreen })));
const NpsBranchScreen = lazyChunk(() => nps().then((m) => ({ default: m.NpsBranchScreen })));
const NpsProductsScreen = lazyChunk(() => nps().then((m) => ({ default: m.NpsProductsScreen })));
const NpsUploadScreen = lazyChunk(() => nps().then((m) => ({ default: m.NpsUploadScreen })));
const NpsProductScreen = lazyChunk(() => nps().then((m) => ({ default: m.NpsProductScreen })));
const AddProductScreen = lazyChunk(() => nps().then((m) => ({ default: m.AddProductScreen })));

export const SURVEYS_ROUTES: readonly BuiltRoute[] = [
  { path: '/rating', screen: RatingListScreen, titleKey: 'rating' },
  { path: '/rating/:id', screen: RatingViewScreen, titleKey: 'ratingView' },
  { path: '/nps-rating', screen: NpsOverviewScreen, titleKey: 'npsRating' },
  { path: '/nps-rating/branch', screen: NpsBranchScreen, titleKey: 'npsBranch' },
  { path: '/nps-rating/recommendations', screen: NpsRecommendationsScreen, titleKey: 'npsRecommendations' },
  { path: '/nps-rating/products', screen: NpsProductsScreen, titleKey: 'npsProducts' },
  { path: '/nps-rating/upload-file', screen: NpsUploadScreen, titleKey: 'npsUpload' },
  { path: '/nps-rating/add-product', screen: AddProductScreen, titleKey: 'npsAddProduct' },
  { path: '/nps-rating/:id', screen: NpsProductScreen, titleKey: 'npsProduct' },
];
