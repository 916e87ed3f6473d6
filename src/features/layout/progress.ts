import NProgress from 'nprogress';

// docs/behaviour.md §2.3: a progress bar without spinner (styled by ProgressBarStyles, no CSS file).
NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

export const progress = {
  start: () => {
    NProgress.start();
  },
  done: () => {
    NProgress.done();
  },
};
