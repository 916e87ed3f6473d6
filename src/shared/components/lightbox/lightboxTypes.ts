/** One image of a lightbox: its address and the text that describes it (never empty). */
export interface LightboxImage {
  src: string;
  alt: string;
}
