never();
