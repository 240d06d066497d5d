document.documentElement.dataset.ready = 'yes';
