<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="shipped" tilewidth="32" tileheight="32" tilecount="40" columns="8">
 <image source="../../../assets/tileset.png" width="256" height="160"/>
</tileset>
