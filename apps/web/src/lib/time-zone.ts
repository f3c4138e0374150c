/** Dates are shown in China time (Asia/Shanghai) whatever the browser's zone (lib/time for dayjs). */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';
