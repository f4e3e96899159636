export { Banner, bannerActionStyles, type BannerProps, type BannerTone } from './banner'
