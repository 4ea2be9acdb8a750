/** The home video's poster, drawn before any video loads (home-video.tsx). */
export const VIDEO_POSTER = '/images/video-poster.svg';
