"""The application: the ``screenroute`` commands and the services and loops they start."""
