document.documentElement.dataset.own = "1";
