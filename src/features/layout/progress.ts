import NProgress from 'nprogress';

// spec §2: a progress bar without spinner (styled by ProgressBarStyles, no CSS file).
NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

export const progress = {
  start: () => {
    NProgress.start();
  },
  done: () => {
    NProgress.done();
  },
};
